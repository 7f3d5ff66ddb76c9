// `npm run mock`: Prism serving the bundled contract's examples on MOCK_PORT (default 4010).
import { startPrism } from './lib/servers.mjs';
import { ports } from './lib/ports.mjs';

const prism = await startPrism({ port: ports.mock, quiet: false });
console.log(`\nPrism mock of the contract: ${prism.url} (bare backend paths, e.g. ${prism.url}/blade-system/param/list)`);
process.on('SIGINT', () => prism.stop().then(() => process.exit(0)));
