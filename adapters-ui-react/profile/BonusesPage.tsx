import { Form, useLoaderData } from 'react-router';
import type { BonusesPageData } from '../../adapters-http/contract/profileAccount';
import { BONUSES_ABROAD_NOTE, LEVEL_NAMES } from '../../domain/loyalty/bonusAccount';
import { bonusLabel } from '../../domain/display/bonusDisplay';
import { BONUS_CREDIT_DELAY_DAYS } from '../../domain/loyalty/bonusTerms';
import { formatMoney } from '../../domain/money/formatMoney';
import { titled, type PageMeta } from '../meta';
import { useShell } from '../shopContext';
import { AccountSection } from './AccountSection';
import { dayLabel } from './dayLabel';

export const BONUSES_PATH = '/profile/bonuses/';
export const bonusesMeta = (): PageMeta => ({ title: titled('Бонусы'), canonical: BONUSES_PATH });

const MOVEMENT_NAMES = {
  SPENT: 'Списание за заказ',
  RETURNED: 'Возврат за отменённый заказ',
  EARNED: 'Начисление за заказ',
  EXPIRED: 'Сгорание бонусов за заказ',
} as const;

type SignedIn = Extract<BonusesPageData, { signedIn: true }>;

/** The club card: level, its percent, the balance, and the way to the next level (spec §6 Loyalty levels). */
export function LevelCard({ summary }: { readonly summary: SignedIn['summary'] }) {
  const target = summary.purchasesAmount + (summary.amountToNextLevel ?? 0);
  return (
    <section className={`loyalty-card loyalty-card--${summary.cardImage}`} aria-labelledby="loyalty-level" data-testid="loyalty-card">
      <p className="loyalty-card__level" id="loyalty-level">
        Уровень «{LEVEL_NAMES[summary.level]}»
      </p>
      <p className="loyalty-card__balance" data-testid="bonus-balance">
        {bonusLabel(summary.bonuses)}
      </p>
      <p>{summary.percent === null ? 'Бонусы за покупки на этом уровне не начисляются' : `Возвращаем бонусами ${summary.percent} % от покупок`}</p>
      {summary.nextLevel && summary.amountToNextLevel !== null ? (
        <div className="loyalty-card__progress">
          <progress value={summary.purchasesAmount} max={target} aria-label={`Покупки для уровня «${LEVEL_NAMES[summary.nextLevel]}»`} />
          <p>
            До уровня «{LEVEL_NAMES[summary.nextLevel]}» осталось купить на {formatMoney(summary.amountToNextLevel)}
          </p>
        </div>
      ) : (
        summary.level === 'GOLD' && <p>У вас высший уровень клубной программы</p>
      )}
    </section>
  );
}

/** /profile/bonuses/ (spec §2 Profile routes, §7 bonuses, future-bonuses, bonus-history). */
export function BonusesPage() {
  const data = useLoaderData() as BonusesPageData;
  const abroad = (useShell()?.location?.countryCode ?? 'ru') !== 'ru';
  return (
    <AccountSection title="Бонусы" signedIn={data.signedIn} prompt="Войдите, чтобы увидеть свои бонусы и уровень в клубной программе.">
      {data.signedIn && (
        <>
          {abroad && (
            <p className="notice" role="note">
              {BONUSES_ABROAD_NOTE}
            </p>
          )}
          <LevelCard summary={data.summary} />
          <section aria-labelledby="future-bonuses">
            <h2 id="future-bonuses">Ожидают начисления</h2>
            {data.future.bonuses.length === 0 ? (
              <p className="muted">Ожидаемых начислений нет.</p>
            ) : (
              <ul className="bonus-list" data-testid="future-bonuses">
                {data.future.bonuses.map((b) => (
                  <li key={b.orderNumber}>
                    Заказ № {b.orderNumber} от {dayLabel(b.orderDate)}: <strong>+{bonusLabel(b.amount)}</strong>{' '}
                    {b.accrualDate ? `начислим ${dayLabel(b.accrualDate)}` : `через ${BONUS_CREDIT_DELAY_DAYS} дней после получения`}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="bonus-history">
            <h2 id="bonus-history">История операций</h2>
            <Form method="get" action={BONUSES_PATH} className="bonus-range">
              <label className="checkout-field">
                С<input type="date" name="dateBegin" defaultValue={data.history.dateBegin} min="1900-01-01" required />
              </label>
              <label className="checkout-field">
                По
                <input type="date" name="dateEnd" defaultValue={data.history.dateEnd} min="1900-01-01" required />
              </label>
              <button type="submit" className="button">
                Показать
              </button>
            </Form>
            {data.history.history.length === 0 ? (
              <p className="muted" data-testid="bonus-history-empty">
                За выбранный период операций нет.
              </p>
            ) : (
              <table className="bonus-history" data-testid="bonus-history">
                <thead>
                  <tr>
                    <th scope="col">Дата</th>
                    <th scope="col">Операция</th>
                    <th scope="col">Бонусы</th>
                  </tr>
                </thead>
                <tbody>
                  {data.history.history.map((m) => (
                    <tr key={`${m.orderNumber}-${m.type}`}>
                      <td>{dayLabel(m.date)}</td>
                      <td>
                        {MOVEMENT_NAMES[m.type]} № {m.orderNumber}
                      </td>
                      <td className={m.amount < 0 ? 'bonus-history__spent' : 'bonus-history__earned'}>
                        {m.amount > 0 ? '+' : ''}
                        {bonusLabel(m.amount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </AccountSection>
  );
}
