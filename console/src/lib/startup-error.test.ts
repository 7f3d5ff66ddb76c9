import { expect, it } from 'vitest';
import { showStartupError } from './startup-error';

it('a broken config.json replaces the page with its problems, as text only', () => {
  const root = document.createElement('div');
  root.innerHTML = '<p>loading</p>';
  showStartupError(['apiBase: must be a path', '<img src=x onerror=alert(1)>'], root);
  expect(root.querySelector('[role=alert] h1')?.textContent).toContain('config.json');
  expect([...root.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['apiBase: must be a path', '<img src=x onerror=alert(1)>']);
  expect(root.querySelector('img')).toBeNull();
  expect(root.textContent).not.toContain('loading');
});
