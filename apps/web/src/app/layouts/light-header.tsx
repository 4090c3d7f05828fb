import { Container } from '@mantine/core';
import { LanguageSwitcher } from '../../components/ui/language-switcher.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { AccountLink } from '../../features/auth/components/account-link.tsx';
import { CompanySearch } from '../../features/search/components/company-search/company-search.tsx';
import { HeaderAccountLinks } from './header-account-links.tsx';
import classes from './layouts.module.css';

/** Header of inner pages: logo, a compact search, the language switcher, the basket and the account. */
export function LightHeader() {
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.lightInner}>
        <div className={classes.lightLogo}>
          <Logo />
        </div>
        <div className={classes.lightSearch}>
          <CompanySearch variant="compact" />
        </div>
        <div className={classes.lightActions}>
          <LanguageSwitcher />
          <HeaderAccountLinks />
          <AccountLink />
        </div>
      </Container>
    </header>
  );
}
