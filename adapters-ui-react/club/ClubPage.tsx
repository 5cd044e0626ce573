import type { ComponentType } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { ClubCardData } from '../clubLooksData';
import { MIN_AGE } from '../../domain/validation/ages';
import { BONUS_MAX_SHARE } from '../../domain/checkout/bonusSpending';
import { titled, type PageMeta } from '../meta';
import { ClubCard } from './ClubCard';
import { ClubLevelsTable } from './ClubLevelsTable';
import { CLUB_SECTIONS, CLUB_TERMS, clubSection, type ClubSection } from './clubSections';

/** What the club route loads: the section shown and the visitor's card. */
export interface ClubPageData {
  readonly pathName: string;
  readonly card: ClubCardData;
}

export const clubMeta = (page: unknown): PageMeta => {
  const { pathName } = page as ClubPageData;
  return { title: titled(clubSection(pathName)?.title ?? 'Клубная программа'), canonical: `/clubpro/${pathName}/` };
};

const maxShare = BONUS_MAX_SHARE.times(100).toNumber();

function Rules() {
  return (
    <>
      <section aria-labelledby="club-who">
        <h2 id="club-who">Кто может стать участником</h2>
        <p>
          Участником клубной программы может стать любой покупатель старше {MIN_AGE.club} лет. Достаточно зарегистрироваться по номеру телефона на сайте или в
          магазине.
        </p>
      </section>
      <section aria-labelledby="club-levels-h">
        <h2 id="club-levels-h">Уровни и бонусы</h2>
        <p>Уровень зависит от суммы покупок: чем больше покупаете, тем больше процент, который возвращается бонусами.</p>
        <ClubLevelsTable />
      </section>
      <section aria-labelledby="club-earn">
        <h2 id="club-earn">Как начисляются бонусы</h2>
        <p>
          Бонусы начисляются за покупки в рублях на сумму товаров после скидок и оплаты бонусами. Они приходят через {CLUB_TERMS.creditAfterDays} дней после
          получения заказа — когда истечёт срок возврата. До этого они видны в личном кабинете как ожидающие начисления.
        </p>
      </section>
      <section aria-labelledby="club-spend">
        <h2 id="club-spend">Как потратить бонусы</h2>
        <p>
          Один бонус равен одному рублю. Бонусами можно оплатить до {maxShare} % стоимости товаров в заказе; включите оплату бонусами в корзине. Бонусы
          начисляются и списываются только в России.
        </p>
      </section>
      <section aria-labelledby="club-valid">
        <h2 id="club-valid">Срок действия</h2>
        <p>Начисленные бонусы действуют {CLUB_TERMS.validDays} дней. Если заказ отменён, списанные за него бонусы возвращаются на счёт.</p>
      </section>
    </>
  );
}

function Levels() {
  return (
    <>
      <ClubLevelsTable />
      <p>
        Уровень повышается автоматически, как только сумма покупок достигнет порога следующего уровня. У каждого уровня своя карта: стандартная, серебряная и
        золотая.
      </p>
    </>
  );
}

const FAQ = [
  ['Сколько стоит участие?', 'Участие бесплатное.'],
  ['С какого возраста можно вступить?', `С ${MIN_AGE.club} лет.`],
  ['Где посмотреть баланс?', 'В личном кабинете, в разделе «Бонусы», и на этой странице после входа.'],
  ['Можно ли оплатить бонусами весь заказ?', `Нет, бонусами оплачивается до ${maxShare} % стоимости товаров.`],
] as const;

function Faq() {
  return (
    <dl className="club-faq">
      {FAQ.map(([q, a]) => (
        <div key={q}>
          <dt>{q}</dt>
          <dd>{a}</dd>
        </div>
      ))}
    </dl>
  );
}

const CONTENT: Readonly<Record<ClubSection['pathName'], ComponentType>> = { rules: Rules, levels: Levels, faq: Faq };

/** /clubpro/rules/ and /clubpro/{pathName}/ (spec §2 «club program»): the programme's sections and the visitor's club card. */
export function ClubPage() {
  const { pathName, card } = useLoaderData() as ClubPageData;
  const section = clubSection(pathName)!;
  const Content = CONTENT[section.pathName];
  return (
    <article className="club">
      <h1>{section.title}</h1>
      <nav aria-label="Клубная программа" className="club__nav">
        <ul>
          {CLUB_SECTIONS.map((s) => (
            <li key={s.pathName}>
              <Link to={`/clubpro/${s.pathName}/`} aria-current={s.pathName === section.pathName ? 'page' : undefined}>
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ClubCard card={card} />
      <Content />
    </article>
  );
}
