import type { ReactNode } from 'react';
import { useSignIn } from '../auth/useSignIn';
import { ProfileNav } from './ProfileNav';

/** The frame of a profile section: navigation, heading, and the content for a customer or a sign-in prompt for a visitor. */
export function AccountSection({
  title,
  signedIn,
  prompt,
  children,
}: {
  readonly title: string;
  readonly signedIn: boolean;
  /** What signing in gives here, e.g. «Войдите, чтобы …». */
  readonly prompt: string;
  readonly children: ReactNode;
}) {
  const { vm: signIn } = useSignIn();
  return (
    <section className="profile">
      <ProfileNav />
      <div className="account">
        <h1>{title}</h1>
        {signedIn ? (
          children
        ) : (
          <>
            <p className="empty">{prompt}</p>
            <button type="button" className="button button--primary" onClick={signIn.open}>
              Войти
            </button>
          </>
        )}
      </div>
    </section>
  );
}
