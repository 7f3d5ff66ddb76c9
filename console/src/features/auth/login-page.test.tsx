import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, server, token } from '@/testing/msw-server';
import { renderRoutes, page } from '@/testing/render';
import { storage } from '@/lib/storage';
import { LoginPage } from './login-page';

function fill(user = 'admin', password = 'admin', code = 'abcd') {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: user } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('验证码'), { target: { value: code } });
}

describe('sign-in page', () => {
  it('shows required messages without calling the server', async () => {
    renderRoutes([page('/login', <LoginPage />)], '/login');
    fireEvent.submit(await screen.findByRole('form', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
  });

  it('shows the server message of a refused sign-in and stores no session', async () => {
    // BladeX refuses a grant as Spring OAuth2 does: HTTP 400 {error, error_description}, not R.
    server.use(
      http.post('/blade-auth/oauth/token', () =>
        HttpResponse.json({ error: 'invalid_grant', error_description: '用户名或密码不正确' }, { status: 400 }),
      ),
    );
    renderRoutes([page('/login', <LoginPage />)], '/login');
    await screen.findByRole('button', { name: '验证码图片，点击刷新' });
    fill('admin', 'bad');
    fireEvent.submit(screen.getByRole('form', { name: '登录' }));
    expect(await screen.findByTestId('login-error')).toHaveProperty('textContent', '用户名或密码不正确');
    expect(storage.get('token')).toBeUndefined();
  });

  it('sends md5 of the password with the captcha headers, then goes straight to home (/wel/index)', async () => {
    let seen: { url: URL; headers: Headers } | undefined;
    server.use(
      http.post('/blade-auth/oauth/token', ({ request }) => {
        seen = { url: new URL(request.url), headers: request.headers };
        return HttpResponse.json(token());
      }),
    );
    const { router, container } = renderRoutes([page('/login', <LoginPage />), page('/wel/index', <p>home</p>)], '/login');
    await waitFor(() => expect(container.querySelector('img[src^="data:image/png"]')).not.toBeNull());
    fill();
    fireEvent.submit(screen.getByRole('form', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    expect(seen!.url.searchParams.get('password')).toBe('21232f297a57a5a743894a0e4a801fc3');
    expect(seen!.url.searchParams.get('grant_type')).toBe('captcha');
    expect(seen!.headers.get('Captcha-Key')).toBe('k1');
    expect(seen!.headers.get('Tenant-Id')).toBe('000000');
    expect(storage.get('token')).toBe('access-1');
  });

  it('says it is usable once the captcha is in, and only then (what signing in needs is fetched after that)', async () => {
    let answer: () => void = () => undefined;
    const captchaSent = new Promise<void>((sent) =>
      server.use(
        http.get(
          '/blade-auth/oauth/captcha',
          async () => (
            sent(),
            await new Promise<void>((r) => (answer = r)),
            HttpResponse.json({ key: 'k1', image: 'data:image/png;base64,AA==' })
          ),
        ),
      ),
    );
    const onUsable = vi.fn();
    renderRoutes([page('/login', <LoginPage onUsable={onUsable} />)], '/login');
    await captchaSent;
    await screen.findByLabelText('账号');
    expect(onUsable).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(onUsable).toHaveBeenCalledTimes(1));
  });

  it('hides the tenant field when the domain belongs to a tenant', async () => {
    server.use(
      http.get('/blade-system/tenant/info', () =>
        HttpResponse.json({ code: 200, success: true, msg: '', data: { tenantId: '100001', domain: 'localhost' } }),
      ),
    );
    renderRoutes([page('/login', <LoginPage />)], '/login');
    await screen.findByLabelText('账号');
    await waitFor(() => expect(screen.queryByLabelText('租户编号')).toBeNull());
  });
});
