// The ports every tool agrees on (README "Ports").
const port = (name, fallback) => Number(process.env[name] ?? fallback);
export const ports = {
  mock: port('MOCK_PORT', 4010),
  sandbox: port('SANDBOX_PORT', 4011),
  console: port('CONSOLE_PORT', 5173),
  // `npm run serve:prod`: nginx with deploy/nginx/ on the built console.
  prod: port('PROD_PORT', 8080),
};
