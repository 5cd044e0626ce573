import { footerYears } from '../../domain/display/layout';
import { SHOP_NAME } from '../meta';

export function Footer() {
  return (
    <footer className="footer">
      <p>© {footerYears(new Date().getFullYear())} {SHOP_NAME}. Спортивные товары для всей семьи.</p>
    </footer>
  );
}
