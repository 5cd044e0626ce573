import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { footerYears } from '../../domain/display/layout';
import { calendarDateAt } from '../../domain/validation/dates';
import { isEnabled } from '../../domain/user/featureToggles';
import { isOperator } from '../../domain/user/roles';
import { SHOP_NAME } from '../meta';
import { useShell } from '../shopContext';
import { AppLinks, PaymentLogos, SocialIcons } from './FooterLogos';
import { NewsletterForm } from './NewsletterForm';
import { shellUserFacts } from './shellUser';
import { geoLinks } from './geoLinks';
import { useShopperLocation } from './useLocation';

/** The legal contact e-mail (spec §2 Footer {email}). */
const LEGAL_EMAIL = 'legal@sport-market.ru';
/** Where sellers learn to sell here (spec §2 Footer: help link to a seller site). */
const SELLER_SITE = 'https://seller.sport-market.ru/';

const SECTIONS = [
  {
    title: 'Покупателям',
    links: [
      ['Обмен и возврат', '/exchange-return/'],
      ['Гарантия', '/warranty/'],
      ['Гарантия лучшей цены', '/best-price-guarantee/'],
      ['Подарочные карты', '/giftcard/'],
      ['Сервисы в магазинах', '/service/'],
      ['Образы', '/lookzone/'],
    ],
  },
  {
    title: 'О компании',
    links: [
      ['О нас', '/about/'],
      ['Магазины', '/stores/'],
      ['Контакты', '/contacts/'],
      ['Юридическим лицам', '/legal_entities/'],
      ['Социальные проекты', '/social_projects/'],
    ],
  },
  {
    title: 'Клубная программа',
    links: [
      ['Правила программы', '/clubpro/rules/'],
      ['Профессионалам', '/pro-invitation/'],
      ['Акции', '/promo/'],
      ['Арендодателям', '/renter/'],
      ['Сотрудничество', '/collaboration/'],
    ],
  },
] as const;

/** Link sections: collapsible on small screens, always open from 1024 px (spec §2 Footer). */
function FooterSections({ vacancies }: { readonly vacancies: boolean }) {
  const delivery = geoLinks(useShopperLocation().location).delivery;
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 1024px)');
    const apply = () => root.current?.querySelectorAll('details').forEach((d) => (d.open = wide.matches));
    // The server writes them folded: on a phone a section a tap opened before the footer hydrated stays open.
    if (wide.matches) apply();
    wide.addEventListener('change', apply);
    return () => wide.removeEventListener('change', apply);
  }, []);
  return (
    <div ref={root} className="footer__sections">
      {SECTIONS.map((section) => (
        <details key={section.title} className="footer__section">
          <summary>{section.title}</summary>
          <ul>
            {section.title === 'Покупателям' && (
              <li>
                <Link to={delivery}>Доставка и оплата</Link>
              </li>
            )}
            {section.links.map(([label, to]) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
            {section.title === 'О компании' && vacancies && (
              <li>
                <a href="https://job.sport-market.ru/">Вакансии</a>
              </li>
            )}
            {section.title === 'Покупателям' && (
              <li>
                <a href={SELLER_SITE}>Помощь продавцам</a>
              </li>
            )}
          </ul>
        </details>
      ))}
    </div>
  );
}

/** The footer of every page (spec §2 Footer); the new-year design with FT12147, never for operators. */
export function Footer() {
  const shell = useShell();
  const user = shellUserFacts(shell);
  const toggles = shell?.toggles ?? {};
  const newYear = isEnabled(toggles, 'FT12147') && !isOperator(user);
  return (
    <footer className={`footer${newYear ? ' footer--new-year' : ''}`} data-testid="footer">
      <div className="footer__inner">
        <FooterSections vacancies={isEnabled(toggles, 'FT7454')} />
        <div className="footer__aside">
          <section className="footer__contacts" aria-label="Контакты">
            <a className="footer__phone" href="tel:+78001234567">
              8 800 123-45-67
            </a>
            <p className="footer__hours">Ежедневно с 8:00 до 22:00, звонок бесплатный</p>
            <SocialIcons />
            <AppLinks />
          </section>
          <NewsletterForm signedIn={user.signedIn} />
        </div>
      </div>
      <div className="footer__legal">
        <nav aria-label="Правовая информация" className="footer__legal-links">
          <Link to="/oferta/">Пользовательское соглашение</Link>
          <Link to="/privacy/">Политика конфиденциальности</Link>
          <Link to="/personaldataprocessing/">Обработка персональных данных</Link>
          <Link to="/oferta/">Оферта</Link>
        </nav>
        <p>
          По юридическим вопросам: <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>
        </p>
        <p>
          На сайте используются <Link to="/recommendation_technologies/">рекомендательные технологии</Link>.
        </p>
        <PaymentLogos />
        <p className="footer__copy">
          © {footerYears(calendarDateAt(Date.now()).year)} {SHOP_NAME}. Спортивные товары для всей семьи.
        </p>
      </div>
    </footer>
  );
}
