import { Anchor, Badge, Button, VisuallyHidden } from '@mantine/core';
import { formatDate, type TMonitoringEvent, type TMonitoringImportance } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import classes from './monitoring.module.css';

/** Only web addresses become links: a record's link comes from imported data. */
const WEB_LINK = /^https?:\/\//i;

const IMPORTANCE_COLOR: Record<TMonitoringImportance, string> = { critical: 'red', warning: 'yellow', info: 'gray' };

/**
 * One event of the feed: when and what changed at whom, was → became, why it matters, where it comes from and
 * the record it is about. An unread one is marked and can be marked read on its own.
 */
export function EventItem({
  event,
  onRead,
  reading,
}: {
  event: TMonitoringEvent;
  onRead: (id: number) => void;
  reading: boolean;
}) {
  const { t } = useTranslation();
  const kind = t(`monitoring.kinds.${event.kind}.label`);
  return (
    <li
      className={classes.event}
      data-testid="monitoring-event"
      data-kind={event.kind}
      data-unread={event.unread || undefined}
    >
      <div className={classes.eventHead}>
        {event.unread ? (
          <Badge size="sm" variant="filled" color="brand">
            {t('monitoring.feed.new')}
          </Badge>
        ) : null}
        <Badge size="sm" variant="light" color={IMPORTANCE_COLOR[event.importance]}>
          {t(`monitoring.importance.${event.importance}`)}
        </Badge>
        <time dateTime={event.occurred_on}>{formatDate(event.occurred_on)}</time>
        <Anchor
          component={Link}
          to={paths.counterParty.getHref(event.inn)}
          size="sm"
          aria-label={t('monitoring.feed.subjectLink', { name: event.subject_name })}
        >
          {event.subject_name}
        </Anchor>
      </div>
      <p className={classes.eventWhat}>{kind}</p>
      {event.before || event.after ? (
        <p className={classes.change}>
          {event.before ? (
            <span className={classes.before}>
              <VisuallyHidden>{t('monitoring.feed.before')}: </VisuallyHidden>
              {event.before}
            </span>
          ) : null}
          {event.before && event.after ? <span aria-hidden="true">→</span> : null}
          {event.after ? (
            <span>
              <VisuallyHidden>{t('monitoring.feed.after')}: </VisuallyHidden>
              {event.after}
            </span>
          ) : null}
        </p>
      ) : null}
      <p className={classes.reason}>{t(`monitoring.kinds.${event.kind}.reason`)}</p>
      <div className={classes.eventFoot}>
        <span>
          {t('monitoring.feed.source', { source: event.source })}
          {event.ref ? <> · {t('monitoring.feed.record', { ref: event.ref })}</> : null}
          {event.link && WEB_LINK.test(event.link) ? (
            <>
              {' · '}
              <Anchor href={event.link} target="_blank" rel="noopener noreferrer" size="sm">
                {t('monitoring.feed.openRecord')}
              </Anchor>
            </>
          ) : null}
        </span>
        {event.unread ? (
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => onRead(event.id)}
            loading={reading}
            aria-label={t('monitoring.feed.markReadLabel', { kind, name: event.subject_name })}
          >
            {t('monitoring.feed.markRead')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
