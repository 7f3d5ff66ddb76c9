// Who may call what beyond BladeX's @PreAuth: the sandbox's own rules (BladeX leaves them to its
// menus and data) as catalog facts, written onto the bundle for the one reader (readAccess in
// lib/resources.mjs) that the sandbox, the SDK and the console read them through.
//   an operation (or a resource's action):
//     access: platform | tenantAdmin | self   -> x-blade-access on the operation
//     reads: true | writes: true              -> x-blade-reads: true | false (where the method misleads)
//   a resource:
//     access: platform | tenantAdmin          -> every call of it (platform, reads too) or its writes (tenantAdmin)
//     adminButtons: [role, reset]             -> its screen's buttons only administrators are given
//     buttonFor: { add: upload }              -> stock button codes that are not <menuCode>_<function>
//   a resource's facts go into the x-blade-resource of every operation of it, hand-written ones too.
import { screensByArea } from './menu.mjs';

export const OPERATION_ACCESS = ['platform', 'tenantAdmin', 'self'];
const RESOURCE_ACCESS = ['platform', 'tenantAdmin'];
/** The functions the sandbox names a standard call's button by (besides a named operation's own name). */
const STANDARD_FUNCTIONS = ['add', 'edit', 'delete'];
const FACTS = ['access', 'adminButtons', 'buttonFor'];

/** x-blade-access and x-blade-reads of one operation's catalog entry (`where`: "post /path"). */
export function operationAccess(def, where) {
  const out = {};
  if (def.access !== undefined) {
    if (!OPERATION_ACCESS.includes(def.access)) throw new Error(`access of ${where}: "${def.access}" (${OPERATION_ACCESS.join(' | ')})`);
    out['x-blade-access'] = def.access;
  }
  if (def.reads !== undefined && def.reads !== true) throw new Error(`reads of ${where}: only true (a call that changes nothing)`);
  if (def.writes !== undefined && def.writes !== true) throw new Error(`writes of ${where}: only true (a call that changes data)`);
  if (def.reads && def.writes) throw new Error(`${where}: reads and writes both`);
  if (def.reads || def.writes) out['x-blade-reads'] = Boolean(def.reads);
  return out;
}

/**
 * Writes each catalog resource's access facts into the x-blade-resource of every operation that
 * names the resource. Throws on a fact it cannot place: a button that is not its screen's, a
 * function no call of the resource has, facts of a resource no operation serves.
 */
export function applyResourceAccess(services, menu, pathsByService) {
  const facts = resourceFacts(services, menu);
  const served = new Set();
  for (const items of Object.values(pathsByService)) {
    for (const [path, item] of Object.entries(items)) {
      for (const [method, op] of Object.entries(item)) {
        const x = op['x-blade-resource'];
        const own = x && facts.get(x.resource);
        if (!own) continue;
        const written = FACTS.filter((k) => x[k] !== undefined);
        if (written.length)
          throw new Error(`x-blade-resource of ${method} ${path}: ${written.join(', ')} belong on ${x.resource}'s catalog entry`);
        item[method] = { ...op, 'x-blade-resource': { ...x, ...own } };
        served.add(x.resource);
      }
    }
  }
  const unserved = [...facts.keys()].filter((name) => !served.has(name));
  if (unserved.length) throw new Error(`access facts of ${unserved.join(', ')}, which no operation serves`);
  checkFunctions(facts, pathsByService);
}

/** resource name -> { access, adminButtons, buttonFor } of the catalog resources that have any. */
function resourceFacts(services, menu) {
  const buttonsOf = new Map(
    [...screensByArea(menu.areas, services, menu.icons).values()].flat().map((s) => [s.resource, new Set(s.buttons ?? [])]),
  );
  const out = new Map();
  for (const svc of services) {
    for (const r of svc.resources) {
      const name = `${svc.service}/${r.path}`;
      const own = {};
      if (r.access !== undefined) {
        if (!RESOURCE_ACCESS.includes(r.access)) throw new Error(`${name}: access "${r.access}" (${RESOURCE_ACCESS.join(' | ')})`);
        own.access = r.access;
      }
      const buttons = buttonsOf.get(name);
      const notButtons = (list) => list.filter((b) => !buttons?.has(b));
      if (r.adminButtons !== undefined) {
        if (!Array.isArray(r.adminButtons) || !r.adminButtons.length) throw new Error(`${name}: adminButtons lists button functions`);
        if (notButtons(r.adminButtons).length)
          throw new Error(`${name}: adminButtons ${notButtons(r.adminButtons)} are not buttons of its screen`);
        own.adminButtons = r.adminButtons;
      }
      if (r.buttonFor !== undefined) {
        if (typeof r.buttonFor !== 'object' || Array.isArray(r.buttonFor) || !Object.keys(r.buttonFor).length)
          throw new Error(`${name}: buttonFor maps a call's function to its stock button ({ add: upload })`);
        if (notButtons(Object.values(r.buttonFor)).length)
          throw new Error(`${name}: buttonFor names ${notButtons(Object.values(r.buttonFor))}, not buttons of its screen`);
        own.buttonFor = r.buttonFor;
      }
      if (Object.keys(own).length) out.set(name, own);
    }
  }
  return out;
}

/** Every key of a buttonFor is add, edit, delete or the name of one of the resource's calls (its folder's or its own). */
function checkFunctions(facts, pathsByService) {
  const names = new Map();
  for (const items of Object.values(pathsByService)) {
    for (const [path, item] of Object.entries(items)) {
      const name = path.slice(path.lastIndexOf('/') + 1);
      const folder = path.slice(1, path.lastIndexOf('/'));
      for (const op of Object.values(item)) {
        for (const resource of [folder, op['x-blade-resource']?.resource]) {
          if (!names.has(resource)) names.set(resource, new Set());
          names.get(resource).add(op['x-blade-resource']?.action ?? name);
        }
      }
    }
  }
  for (const [resource, { buttonFor }] of facts) {
    const unknown = Object.keys(buttonFor ?? {}).filter((fn) => !STANDARD_FUNCTIONS.includes(fn) && !names.get(resource)?.has(fn));
    if (unknown.length) throw new Error(`${resource}: buttonFor ${unknown}, which is neither add, edit, delete nor one of its calls`);
  }
}
