import { Container, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminProductsPage } from '../../features/marketplace/admin/admin-products-page.tsx';
import { AdminAnnouncementsPage } from '../../features/marketplace/announcements/admin-announcements.tsx';
import { AdminOnly } from './admin-only.tsx';

/**
 * `/admin/products`: the moderation of what sellers place, for the staff of the products section: the
 * products' queue and, on its own tab, the announcements'.
 */
export function AdminProductsRoute() {
  const { t } = useTranslation();
  return (
    <AdminOnly section="products">
      <Container size="lg" pt="md">
        <Tabs defaultValue="products" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="products">{t('marketplace-announcements.admin.productsTab')}</Tabs.Tab>
            <Tabs.Tab value="announcements">{t('marketplace-announcements.admin.tab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="products">
            <AdminProductsPage />
          </Tabs.Panel>
          <Tabs.Panel value="announcements">
            <AdminAnnouncementsPage />
          </Tabs.Panel>
        </Tabs>
      </Container>
    </AdminOnly>
  );
}
