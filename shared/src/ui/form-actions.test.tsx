import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { renderWithShell } from '../test/render-with-shell';
import { FormActions } from './form-actions';

const noFetch = () => new Response(null, { status: 500 });

describe('FormActions', () => {
  it('cancels without submitting, and Save submits the form', async () => {
    const onCancel = vi.fn();
    const onFinish = vi.fn();
    renderWithShell(
      <Form onFinish={onFinish}>
        <FormActions onCancel={onCancel} submitting={false} />
      </Form>,
      { fetch: noFetch },
    );
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  });

  it('shows the save in progress in English too', () => {
    renderWithShell(<FormActions onCancel={() => undefined} submitting />, { locale: 'en', fetch: noFetch });
    const save = screen.getByRole('button', { name: /Save/ });
    expect(save.className).toContain('ant-btn-loading');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
