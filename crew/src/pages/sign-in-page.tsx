import { SignInForm } from '../features/session/components/sign-in-form';

export function SignInPage() {
  return <SignInForm />;
}
