import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes, page } from '@/testing/render';
import { PasswordForm } from './password-form';

describe('password form', () => {
  it('refuses mismatched new passwords and clears the message once corrected', async () => {
    renderRoutes([page('/info/index', <PasswordForm />)], '/info/index');
    fireEvent.change(await screen.findByLabelText('原密码'), { target: { value: 'boss' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'boss1234' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'boss4321' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('两次输入密码不一致')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'boss1234' } });
    await waitFor(() => expect(screen.queryByText('两次输入密码不一致')).toBeNull());
  });
});
