// `npm run mock`: Prism serving the bundled contract's examples on MOCK_PORT (default 4010): stateless
// answers, for a quick look at a shape. The stateful stand-in for BladeX is `npm run sandbox`.
import { readFileSync } from 'node:fs';
import { startPrism } from './lib/servers.mjs';
import { ports } from './lib/ports.mjs';
import { ensureBundleJson } from './lib/bundle.mjs';

const bundle = JSON.parse(readFileSync(ensureBundleJson(), 'utf8'));
const operations = Object.values(bundle.paths).reduce((n, item) => n + Object.keys(item).filter((k) => k !== 'parameters').length, 0);
// Prism logs every route it mounts (about a thousand lines): only its failure output is shown.
const prism = await startPrism({ port: ports.mock });
const basic = Buffer.from('saber:saber_secret').toString('base64');
console.log(`Prism mock of the contract (${operations} operations, examples only, no state): ${prism.url}
  Paths are the backend's own, without /api: ${prism.url}/blade-system/param/list
  Every call needs the headers the contract declares, or Prism answers 401:
    Authorization: Basic ${basic}      (the OAuth client saber:saber_secret)
    Blade-Auth: bearer <any token>      (every call but the public ones: oauth/token, tenant/info...)
  e.g. curl -H 'Authorization: Basic ${basic}' -H 'Blade-Auth: bearer x' ${prism.url}/blade-system/param/list
Press Ctrl+C to stop.`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => prism.stop().then(() => process.exit(0)));
