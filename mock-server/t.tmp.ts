import { buildSandbox } from './src/app.ts';
const s = await buildSandbox({});
const url = await s.listen(0);
const tok = await (await fetch(url + '/blade-auth/oauth/token?tenantId=000000&username=admin&password=21232f297a57a5a743894a0e4a801fc3&grant_type=password&scope=all', { method: 'POST', headers: { Authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0', 'Tenant-Id': '000000' } })).json();
const h = { 'Blade-Auth': 'bearer ' + tok.access_token, Authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0' };
for (const p of process.argv.slice(2)) console.log(p, JSON.stringify(await (await fetch(url + p, { headers: h })).json()).slice(0, 700));
await s.close();
