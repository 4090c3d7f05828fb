import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { burgerItems } from './nav-items.ts';
import { NavLinkList } from './nav-link-list.tsx';

interface TNavDrawerProps {
  id: string;
  opened: boolean;
  onClose: () => void;
}

/** The burger's menu below md: the site's sections in a drawer from the right. */
export function NavDrawer({ id, opened, onClose }: TNavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      position="right"
      size={300}
      title={t('nav.menuTitle')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <NavLinkList items={burgerItems()} label={t('nav.label')} orientation="vertical" />
    </Drawer>
  );
}
