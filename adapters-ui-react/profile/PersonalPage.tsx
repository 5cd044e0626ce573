import { Link, useLoaderData } from 'react-router';
import type { PersonalPageData } from '../../adapters-http/contract/personalProfile';
import { useSignIn } from '../auth/useSignIn';
import { titled, type PageMeta } from '../meta';
import { PersonalDataForm } from './PersonalDataForm';
import { ProfileNav } from './ProfileNav';

export const PERSONAL_PATH = '/profile/personal/';
export const personalMeta = (): PageMeta => ({ title: titled('Личные данные'), canonical: PERSONAL_PATH });

/** /profile/personal/ (spec §2 Profile routes): the customer's personal data, or a sign-in prompt for a visitor. */
export function PersonalPage() {
  const data = useLoaderData() as PersonalPageData;
  const { vm: signIn } = useSignIn();
  return (
    <section className="profile">
      <ProfileNav />
      <div>
        <h1>Личные данные</h1>
        {data.signedIn ? (
          <>
            <PersonalDataForm profile={data.profile} />
            <p className="profile-personal__delete"><Link to="/profile/delete/">Удалить личный кабинет</Link></p>
          </>
        ) : (
          <>
            <p className="empty">Войдите, чтобы посмотреть и изменить свои личные данные.</p>
            <button type="button" className="button button--primary" onClick={signIn.open}>Войти</button>
          </>
        )}
      </div>
    </section>
  );
}
