/** Payment-system marks and social icons as inline SVG: no requests, no third-party images. */
const mark = (label: string, fill: string, text: string, color = '#fff') => (
  <svg role="img" aria-label={label} width="56" height="32" viewBox="0 0 56 32">
    <rect width="56" height="32" rx="6" fill={fill} />
    <text x="28" y="21" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="12" fill={color}>
      {text}
    </text>
  </svg>
);

export function PaymentLogos() {
  return (
    <div className="footer__payments" aria-label="Способы оплаты" role="group">
      {mark('Мир', '#0f754e', 'МИР')}
      {mark('Visa', '#1a1f71', 'VISA')}
      {mark('Mastercard', '#252525', 'MC')}
      {mark('СБП', '#5b2d90', 'СБП')}
      {mark('Долями', '#000', 'Долями')}
    </div>
  );
}

const round = (label: string, href: string, text: string, fill: string) => (
  <a href={href} rel="noopener noreferrer" target="_blank" className="footer__social-link">
    <span className="visually-hidden">{label}</span>
    <svg aria-hidden="true" width="36" height="36" viewBox="0 0 36 36">
      <circle cx="18" cy="18" r="18" fill={fill} />
      <text x="18" y="22.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="12" fill="#fff">
        {text}
      </text>
    </svg>
  </a>
);

/** Social networks of spec §9: vk, tg, ok, yt. */
export function SocialIcons() {
  return (
    <div className="footer__social">
      {round('ВКонтакте', 'https://vk.com/', 'vk', '#0077ff')}
      {round('Telegram', 'https://t.me/', 'tg', '#229ed9')}
      {round('Одноклассники', 'https://ok.ru/', 'ok', '#ee8208')}
      {round('YouTube', 'https://www.youtube.com/', 'yt', '#e00')}
    </div>
  );
}

/** App download links (spec §2 Footer). */
export function AppLinks() {
  const stores = [
    ['App Store', 'https://apps.apple.com/'],
    ['Google Play', 'https://play.google.com/'],
    ['AppGallery', 'https://appgallery.huawei.com/'],
    ['RuStore', 'https://www.rustore.ru/'],
  ] as const;
  return (
    <ul className="footer__apps" aria-label="Мобильное приложение">
      {stores.map(([name, href]) => (
        <li key={name}>
          <a className="footer__app" href={href} rel="noopener noreferrer" target="_blank">
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}
