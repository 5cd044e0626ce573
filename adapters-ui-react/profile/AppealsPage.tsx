import { useLoaderData } from 'react-router';
import type { AppealsPage as AppealsPageBody, AppealsPageData, AppealSummary } from '../../adapters-http/contract/appeals';
import { pageCount } from '../../domain/notifications/customerNotifications';
import { Pagination } from '../components/Pagination';
import { titled, type PageMeta } from '../meta';
import { AccountSection } from './AccountSection';
import { AppealForm } from './AppealForm';
import { dayLabel } from './dayLabel';

export const APPEALS_PATH = '/profile/appeals/';
export const appealsMeta = (): PageMeta => ({ title: titled('Обращения'), canonical: APPEALS_PATH });

/** One appeal: number, date and topic, its state, the text and the desk's answer once given. */
function AppealCard({ appeal }: { readonly appeal: AppealSummary }) {
  const titleId = `appeal-${appeal.appealNumber}`;
  return (
    <article className="appeal-card" aria-labelledby={titleId} data-testid="appeal">
      <h3 id={titleId} className="appeal-card__title">{`Обращение № ${appeal.appealNumber}`}</h3>
      <p className="muted">{`от ${dayLabel(appeal.createdAt)} · ${appeal.typeName}${appeal.orderNumber ? ` · заказ № ${appeal.orderNumber}` : ''}`}</p>
      <p className={`appeal-status appeal-status--${appeal.status.toLowerCase()}`} data-testid="appeal-status">
        {appeal.statusName}
      </p>
      <p className="appeal-card__text">{appeal.text}</p>
      {appeal.files.length > 0 && (
        <ul className="appeal-files" aria-label="Файлы обращения">
          {appeal.files.map((f) => (
            <li key={f.id}>
              <a href={f.url} download={f.name}>
                {f.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {appeal.answer && (
        <p className="appeal-card__answer">
          <strong>Ответ: </strong>
          {appeal.answer}
        </p>
      )}
    </article>
  );
}

function AppealList({ page }: { readonly page: AppealsPageBody }) {
  const { appeals, pagination } = page;
  if (appeals.length === 0) {
    return (
      <p className="empty" data-testid="appeals-empty">
        {pagination.total === 0
          ? 'Вы ещё не писали нам. Задайте вопрос или расскажите, что улучшить, — ответим в уведомлениях.'
          : 'На этой странице обращений нет.'}
      </p>
    );
  }
  return (
    <>
      <ul className="appeal-list" data-testid="appeals">
        {appeals.map((a) => (
          <li key={a.appealNumber}>
            <AppealCard appeal={a} />
          </li>
        ))}
      </ul>
      <Pagination
        page={pagination.page}
        pageCount={pageCount(pagination.total, pagination.pageSize)}
        href={(p) => (p === 1 ? APPEALS_PATH : `${APPEALS_PATH}?page=${p}`)}
      />
    </>
  );
}

/** /profile/appeals/ (spec §2 Profile routes, §3 Profile appeals): the new-appeal form and the customer's appeals, newest first. */
export function AppealsPage() {
  const data = useLoaderData() as AppealsPageData;
  return (
    <AccountSection title="Обращения" signedIn={data.signedIn} prompt="Войдите, чтобы написать нам и видеть ответы на свои обращения.">
      {data.signedIn && (
        <div className="appeals">
          <AppealForm types={data.types} orders={data.orders} stores={data.stores} />
          <section aria-labelledby="appeals-list-title">
            <h2 id="appeals-list-title">Мои обращения</h2>
            <AppealList page={data.page} />
          </section>
        </div>
      )}
    </AccountSection>
  );
}
