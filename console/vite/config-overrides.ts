// `vite preview` for a deployment that is not a real BladeX one (`npm start` on the sandbox): its
// config.json is the built one with CONSOLE_CONFIG_OVERRIDES' fields over it (the sandbox's
// error-log collector), so the build itself stays a real deployment's.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export function configOverrides(overrides: string | undefined): Plugin {
  return {
    name: 'config-overrides',
    configurePreviewServer(server) {
      if (!overrides) return;
      const extra = JSON.parse(overrides) as Record<string, unknown>;
      const built = resolve(server.config.root, server.config.build.outDir, 'config.json');
      server.middlewares.use('/config.json', (_req, res) => {
        const config = { ...JSON.parse(readFileSync(built, 'utf8')), ...extra };
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(JSON.stringify(config));
      });
    },
  };
}
