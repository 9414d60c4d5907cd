import type { UseMutationResult } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { CodeRequest, CodeVerify } from '../contracts/phone-sign-in';
import { type CodeSignInCopy, CodeSignInForm } from './code-sign-in-form';

const copy: CodeSignInCopy = {
  heading: 'الدخول',
  lead: 'أدخل رقم جوالك',
  phone: 'رقم الجوال',
  phoneHint: 'مثل 0501234567',
  sendCode: 'أرسل الرمز',
  code: 'الرمز',
  codeSentTo: 'أُرسل الرمز إلى {phone}',
  enter: 'دخول',
  otherNumber: 'رقم آخر',
  resend: 'أعد الإرسال',
};

/** A mutation that records what it was given and succeeds at once. */
function recording<T>(sent: T[]) {
  return {
    mutate: (value: T, options?: { onSuccess?: () => void }) => {
      sent.push(value);
      options?.onSuccess?.();
    },
    reset: () => undefined,
    isPending: false,
    error: null,
  } as unknown as UseMutationResult<never, Error, T>;
}

describe('the phone sign-in of the crew and family apps', () => {
  it('keeps a code typed in Arabic-Indic digits and sends it in Latin digits', () => {
    const requests: CodeRequest[] = [];
    const verifies: CodeVerify[] = [];
    render(
      <CodeSignInForm
        copy={copy}
        networkText="لا اتصال"
        requestCode={recording(requests)}
        verifyCode={recording(verifies)}
      />,
    );
    fireEvent.change(screen.getByLabelText('رقم الجوال'), { target: { value: '٠٥٠١٢٣٤٥٦٧' } });
    fireEvent.click(screen.getByRole('button', { name: 'أرسل الرمز' }));
    const code = screen.getByLabelText('الرمز');
    fireEvent.change(code, { target: { value: '١٢٣٤٥٦' } });
    expect((code as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'دخول' }));
    expect(verifies).toEqual([{ phone: '٠٥٠١٢٣٤٥٦٧', code: '123456' }]);
  });
});
