import { Badge, Group } from '@mantine/core';
import { formatDate, type TAnnouncement } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import classes from './announcements.module.css';

/**
 * One announcement: its kind, its seller (linking to the seller's page), the date, the text as text, the
 * pictures and the link the seller chose. `footer` carries the seller's or moderator's actions.
 */
export function AnnouncementCard({ announcement, footer }: { announcement: TAnnouncement; footer?: ReactNode }) {
  const { t } = useTranslation();
  const { company } = announcement;
  return (
    <article className={classes.card} data-testid="announcement">
      <div className={classes.head}>
        <Badge variant="light" color="blue" size="sm">
          {t(`marketplace-announcements.kinds.${announcement.kind}`)}
        </Badge>
        <Link to={paths.companyPage.getHref(company.id)} className={classes.company}>
          {company.name}
        </Link>
        <span className={classes.date}>{formatDate(announcement.published_at ?? announcement.created_at)}</span>
      </div>
      <p className={classes.text}>{announcement.text}</p>
      {announcement.images.length > 0 ? (
        <div className={classes.pictures}>
          {announcement.images.map((image) => (
            <a key={image.id} href={image.image} target="_blank" rel="noreferrer">
              <img src={image.thumbnail} alt="" loading="lazy" className={classes.picture} />
            </a>
          ))}
        </div>
      ) : null}
      {announcement.link_product ? (
        <Link to={paths.marketplaceItem.getHref(announcement.link_product.id)} className={classes.link}>
          {t('marketplace-announcements.card.toProduct', { name: announcement.link_product.name })}
        </Link>
      ) : announcement.link_company ? (
        <Link to={paths.companyPage.getHref(company.id)} className={classes.link}>
          {t('marketplace-announcements.card.toCompany')}
        </Link>
      ) : null}
      {footer ? (
        <Group gap="xs" mt="xs">
          {footer}
        </Group>
      ) : null}
    </article>
  );
}
