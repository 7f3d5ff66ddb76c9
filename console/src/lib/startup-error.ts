/**
 * Replaces the page with a plain message when the console cannot start (a broken config.json).
 * Both languages: the configured one is unknown when the configuration is what is broken. Text
 * only (textContent), so nothing from the file is ever read as HTML.
 */
export function showStartupError(problems: string[], root = document.getElementById('root') ?? document.body): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'startup-error';
  const heading = document.createElement('h1');
  heading.textContent = '控制台无法启动:配置文件 config.json 有误 / The console cannot start: config.json is invalid';
  const list = document.createElement('ul');
  for (const problem of problems) list.append(Object.assign(document.createElement('li'), { textContent: problem }));
  const hint = document.createElement('p');
  hint.textContent =
    '请管理员修正 config.json(与 index.html 同目录)后刷新页面。 / An administrator should fix config.json (beside index.html), then reload.';
  box.append(heading, list, hint);
  root.replaceChildren(box);
}
