import { Anchor, Button, FileInput, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { splitIdentifierList, type TBulkCheckAllowance, type TBulkCheckSummary } from '@sverka/shared';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionHref, sections } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useCreateCheck } from '../api/bulk-checks.ts';
import { checkListForm, checkServerText, formatCount, planRefusalOf, previewList } from '../lib/check-view.ts';
import classes from './bulk-check.module.css';

/** Files the picker offers; the server tells the format by the content, whatever the name. */
const ACCEPTED_FILES =
  '.xlsx,.csv,.txt,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Refused values the preview lists before it says how many more there are. */
const PREVIEW_INVALID_MAX = 5;

type TMode = 'text' | 'file';

/** The tier's name as the pricing cards show it (billing-plans texts load with the page). */
function usePlanName() {
  const { t } = useTranslation();
  return (plan: { code: string; name: string }) => t(`billing-plans.plans.${plan.code}`, { defaultValue: plan.name });
}

/**
 * The list to check: pasted (previewed as typed, with the values the server will refuse and why) or a file.
 * The form checks what it can before sending; the server decides, and a refusal is shown in its words.
 */
export function BulkCheckForm({
  allowance,
  onCreated,
}: {
  allowance: TBulkCheckAllowance;
  onCreated: (check: TBulkCheckSummary) => void;
}) {
  const { t, i18n } = useTranslation();
  const planName = usePlanName();
  const count = (n: number) => formatCount(n, i18n.language);
  const create = useCreateCheck();
  const [mode, setMode] = useState<TMode>('text');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [attempted, setAttempted] = useState(false);
  // A 10,000-line paste is read after the keystroke, not during it.
  const deferredText = useDeferredValue(text);
  const preview = useMemo(() => previewList(deferredText), [deferredText]);
  const problem = checkListForm(mode === 'text' ? { kind: 'text', preview } : { kind: 'file', file }, allowance.limit);
  const refusal = planRefusalOf(create.error);

  const submit = () => {
    setAttempted(true);
    const current =
      mode === 'text' ? checkListForm({ kind: 'text', preview: previewList(text) }, allowance.limit) : problem;
    if (current) return;
    // The same split the preview made, so the positions the server reports are the ones shown here.
    const request = mode === 'file' && file ? { file } : { items: splitIdentifierList(text).map((item) => item.value) };
    create.mutate(request, { onSuccess: onCreated });
  };

  const failure = (() => {
    if (!create.isError || refusal) return null;
    const error = create.error;
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.detail) {
      return checkServerText(t, error.detail);
    }
    return t(errorMessageKey(error));
  })();

  return (
    <Paper withBorder p="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('bulk-check.form.modeLabel')}
            value={mode}
            onChange={(value) => {
              setMode(value as TMode);
              setAttempted(false);
            }}
            data={[
              { value: 'text', label: t('bulk-check.form.paste') },
              { value: 'file', label: t('bulk-check.form.file') },
            ]}
            fullWidth
          />
          {mode === 'text' ? (
            <Stack gap={6}>
              <Textarea
                label={t('bulk-check.form.listLabel')}
                description={t('bulk-check.form.listHint')}
                placeholder={t('bulk-check.form.listPlaceholder')}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                autosize
                minRows={6}
                maxRows={14}
                error={attempted && problem ? t(problem.key, { limit: count(problem.limit ?? 0) }) : undefined}
                spellCheck={false}
                data-testid="bulk-check-text"
              />
              {preview.total > 0 ? (
                <div data-testid="bulk-check-preview">
                  <Text size="sm">
                    {t('bulk-check.form.preview', {
                      valid: count(preview.valid),
                      invalid: count(preview.invalid.length),
                    })}
                  </Text>
                  {preview.invalid.length ? (
                    <Text size="sm" c="red.9" className={classes.breakable}>
                      {preview.invalid
                        .slice(0, PREVIEW_INVALID_MAX)
                        .map((item) =>
                          t('bulk-check.invalid.line', {
                            position: String(item.position),
                            value: item.value,
                            reason: checkServerText(t, item.reason),
                          }),
                        )
                        .join('; ')}
                      {preview.invalid.length > PREVIEW_INVALID_MAX
                        ? ` ${t('bulk-check.form.previewMore', { n: count(preview.invalid.length - PREVIEW_INVALID_MAX) })}`
                        : ''}
                    </Text>
                  ) : null}
                </div>
              ) : null}
            </Stack>
          ) : (
            <FileInput
              label={t('bulk-check.form.fileLabel')}
              description={t('bulk-check.form.fileHint')}
              placeholder={t('bulk-check.form.filePlaceholder')}
              accept={ACCEPTED_FILES}
              value={file}
              onChange={setFile}
              error={attempted && problem ? t(problem.key) : undefined}
              clearable
              classNames={{ input: classes.breakable }}
            />
          )}
          <Text size="sm" c="dimmed">
            {t('bulk-check.form.allowance', { limit: count(allowance.limit) })}
            {allowance.plan ? ` ${t('bulk-check.form.allowanceMore', { plan: planName(allowance.plan) })}` : ''}
          </Text>
          {refusal ? (
            <div role="alert">
              <Text size="sm" c="red.9">
                {refusal.kind === 'limit'
                  ? t('bulk-check.form.overPlan', { limit: count(refusal.limit) })
                  : t('bulk-check.locked.title')}
                {refusal.kind === 'limit' && refusal.plan
                  ? ` ${t('bulk-check.form.overPlanMore', { plan: planName(refusal.plan) })}`
                  : ''}
              </Text>
              <Anchor component={Link} to={sectionHref(sections.pricing)} size="sm">
                {t('bulk-check.form.choosePlan')}
              </Anchor>
            </div>
          ) : null}
          {failure ? (
            <Text size="sm" c="red.9" role="alert">
              {t('bulk-check.form.failed', { reason: failure })}
            </Text>
          ) : null}
          <div>
            <Button type="submit" loading={create.isPending}>
              {t('bulk-check.form.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
