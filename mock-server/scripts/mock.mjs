// `npm run mock`: `prism mock` on the bundled contract (MOCK_PORT, default 4010): stateless
// answers from the contract's examples.
import { startPrism } from '../../scripts/lib/servers.mjs';

const port = Number(process.env.MOCK_PORT ?? 4010);
const prism = await startPrism({ port, quiet: false });
console.log(`prism mock on ${prism.url} (bare backend paths, no /api)`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => prism.stop().then(() => process.exit(0)));
