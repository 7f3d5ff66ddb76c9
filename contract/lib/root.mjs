// The root document: info, servers, one tag per service, security, and paths as $refs.
const pointer = (path) => path.replace(/~/g, '~0').replace(/\//g, '~1');

export function buildRoot(services, pathsByService) {
  const paths = {};
  for (const [service, items] of Object.entries(pathsByService)) {
    for (const path of Object.keys(items)) paths[path] = { $ref: `./paths/${service}.yaml#/${pointer(path)}` };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '大鲨智造 API',
      version: '1.0.0',
      summary: 'Every BladeX endpoint the 大鲨智造 back-office console calls.',
      description:
        'BladeX (Spring, MyBatis-Plus) services behind the `/api` gateway prefix. Answers are the R envelope `{code, success, msg, data}` except the token, captcha, logout and clear-cache endpoints. Ids are strings, dates `yyyy-MM-dd HH:mm:ss`. The user service `blade-user` is also written `blade_user`: `/blade_user/...` reaches the same operations as `/blade-user/...`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/api', description: 'Gateway prefix (stripped by the proxy)' }],
    security: [{ basicClient: [], bladeAuth: [] }],
    tags: services.map((s) => ({ name: s.service, description: s.title })),
    paths,
    components: {
      securitySchemes: {
        basicClient: { type: 'http', scheme: 'basic', description: 'OAuth client: base64(clientId:clientSecret), sent on every request.' },
        bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth', description: '`bearer <access_token>` of the signed-in user.' },
      },
    },
  };
}
