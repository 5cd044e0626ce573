import { useEffect } from 'react';
import { Link } from 'react-router';
import { EGC_NOMINAL, EGC_PRESET_NOMINALS } from '../../domain/giftcard/egcNominal';
import { EGC_VALIDITY_MONTHS } from '../../domain/giftcard/egcInvoice';
import { formatMoney } from '../../domain/money/formatMoney';
import { titled, type PageMeta } from '../meta';

/** The sections the aliases /giftcard/faq and /giftcard/rules open (spec §2 Routes). */
export type GiftCardSection = 'faq' | 'rules';

export const giftCardInfoMeta = (): PageMeta => ({
  title: titled('Подарочные карты'),
  description: 'Электронные подарочные карты Спорт·Маркет: номиналы, срок действия, как оплатить покупку в интернет-магазине и в магазинах.',
  canonical: '/giftcard/',
});

const FAQ: readonly (readonly [string, string])[] = [
  [
    'Как получатель узнает о подарке?',
    'Письмо с номером карты и PIN-кодом придёт на адрес, который вы укажете при покупке. Номер и PIN также видны вам на странице заказа после оплаты.',
  ],
  [
    'Можно ли оплатить картой часть покупки?',
    'Да. Если сумма покупки больше остатка на карте, оставшуюся часть можно оплатить другим способом. Несколько карт можно использовать в одном заказе.',
  ],
  [
    'Можно ли вернуть карту или обменять на деньги?',
    'Подарочная карта — это аванс за будущие покупки, её нельзя обменять на деньги. Если вы вернёте товар, оплаченный картой, сумма вернётся на карту.',
  ],
  ['Что будет, если не потратить всю сумму?', `Остаток сохраняется на карте до конца срока действия — ${EGC_VALIDITY_MONTHS} месяцев со дня покупки.`],
  ['Как проверить баланс?', 'Введите номер и PIN карты в корзине в блоке «Подарочные карты» — мы покажем остаток до оплаты заказа.'],
];

const RULES: readonly string[] = [
  `Номинал электронной карты — от ${formatMoney(EGC_NOMINAL.priceFrom)} до ${formatMoney(EGC_NOMINAL.priceTo)}, кратно ${formatMoney(EGC_NOMINAL.step)}.`,
  `Карта действует ${EGC_VALIDITY_MONTHS} месяцев со дня оплаты. Неизрасходованный остаток по истечении срока сгорает.`,
  'Картой можно оплатить товары в интернет-магазине и в розничных магазинах сети, кроме покупки других подарочных карт.',
  'Карта не именная: ею может воспользоваться любой, кто знает номер и PIN-код. Не сообщайте PIN посторонним.',
  'Карта не подлежит обмену на наличные деньги. Бонусы программы лояльности на сумму, оплаченную картой, начисляются по правилам программы.',
];

/** /giftcard/ and its aliases (spec §2 Routes): what an e-gift card is, nominals, validity, how to use it, rules and FAQ. */
export function GiftCardInfoPage({ section }: { readonly section?: GiftCardSection }) {
  // The aliases show the same page at their section.
  useEffect(() => {
    if (section) document.getElementById(`giftcard-${section}`)?.scrollIntoView();
  }, [section]);
  return (
    <article className="giftcard" data-testid="giftcard-info">
      <h1>Подарочные карты</h1>
      <p className="giftcard__lead">
        Электронная подарочная карта — подарок, который всегда подходит: получатель сам выберет кроссовки, форму или тренажёр. Карта приходит на e-mail за
        несколько минут после оплаты.
      </p>
      <div className="giftcard__actions">
        <Link className="button button--primary" to="/giftcard/e-giftcard">
          Купить электронную карту
        </Link>
        <Link className="button" to="/giftcard/corporate/">
          Карты для компаний
        </Link>
      </div>
      <section aria-labelledby="giftcard-nominals">
        <h2 id="giftcard-nominals">Номиналы и срок действия</h2>
        <p>
          Выберите номинал: {EGC_PRESET_NOMINALS.map((n) => formatMoney(n)).join(', ')} — или укажите свою сумму от {formatMoney(EGC_NOMINAL.priceFrom)} до{' '}
          {formatMoney(EGC_NOMINAL.priceTo)}. Карта действует {EGC_VALIDITY_MONTHS} месяцев со дня покупки.
        </p>
      </section>
      <section aria-labelledby="giftcard-use">
        <h2 id="giftcard-use">Как оплатить картой</h2>
        <ul>
          <li>
            <strong>В интернет-магазине:</strong> в корзине откройте блок «Подарочные карты», введите номер и PIN-код — сумма карты спишется в счёт заказа.
          </li>
          <li>
            <strong>В магазине:</strong> покажите на кассе номер карты из письма и назовите PIN-код кассиру.
          </li>
        </ul>
      </section>
      <section
        aria-labelledby="giftcard-rules-title"
        id="giftcard-rules"
        className={section === 'rules' ? 'giftcard__section giftcard__section--current' : 'giftcard__section'}
      >
        <h2 id="giftcard-rules-title">Правила использования</h2>
        <ol>
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
      <section
        aria-labelledby="giftcard-faq-title"
        id="giftcard-faq"
        className={section === 'faq' ? 'giftcard__section giftcard__section--current' : 'giftcard__section'}
      >
        <h2 id="giftcard-faq-title">Вопросы и ответы</h2>
        {FAQ.map(([question, answer], i) => (
          <details key={question} className="giftcard__faq" open={section === 'faq' && i === 0}>
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </section>
    </article>
  );
}
