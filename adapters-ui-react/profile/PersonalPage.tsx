import { Link, useLoaderData } from 'react-router';
import type { PersonalPageData } from '../../adapters-http/contract/personalProfile';
import { titled, type PageMeta } from '../meta';
import { PERSONAL_PATH } from './personalPath';
import { AccountSection } from './AccountSection';
import { PersonalDataForm } from './PersonalDataForm';

export const personalMeta = (): PageMeta => ({ title: titled('Личные данные'), canonical: PERSONAL_PATH });

/** /profile/personal/ (spec §2 Profile routes): the customer's personal data, or a sign-in prompt for a visitor. */
export function PersonalPage() {
  const data = useLoaderData() as PersonalPageData;
  return (
    <AccountSection title="Личные данные" signedIn={data.signedIn} prompt="Войдите, чтобы посмотреть и изменить свои личные данные.">
      {data.signedIn && (
        <>
          <PersonalDataForm profile={data.profile} />
          <p className="profile-personal__delete">
            <Link to="/profile/delete/">Удалить личный кабинет</Link>
          </p>
        </>
      )}
    </AccountSection>
  );
}
