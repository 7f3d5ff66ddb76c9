// A deployment's own spelling of a menu path -> the screen that serves it. In production the
// server's blade_menu table names the pages; the console's screens use BladeX's stock paths
// (/system/dictbiz, /authority/apiscope, /monitor/log/api...). A deployment whose menu table
// spells a page differently adds a line here (console/README.md, "Menu paths"); a path that is
// neither a screen nor an alias shows the "no screen for this menu path" page naming it.
export const menuPathAliases: Readonly<Record<string, string>> = {
  // Hyphenated spellings of BladeX's stock pages (earlier builds of this console used them).
  '/system/dict-biz': '/system/dictbiz',
  '/authority/api-scope': '/authority/apiscope',
  '/authority/data-scope': '/authority/datascope',
  '/system/tenantpackage': '/system/tenant-package',
  // Log pages hung directly under the monitor area instead of /monitor/log.
  '/monitor/usual': '/monitor/log/usual',
  '/monitor/api': '/monitor/log/api',
  '/monitor/error': '/monitor/log/error',
  // The report list under its older name.
  '/report/report': '/report/reportlist',
};
