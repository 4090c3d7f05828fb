import { Container, Pagination, Skeleton, Stack, Title } from '@mantine/core';
import { IMPORT_RUNS_PAGE_SIZE } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryErrorBlock } from '../../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../../components/ui/page-title.tsx';
import { paths } from '../../../../config/paths.ts';
import { useImportRuns, useImportSources } from '../api/imports.ts';
import { ImportForm } from './import-form.tsx';
import { ImportRunView } from './import-run-view.tsx';
import { ImportRunsTable } from './import-runs-table.tsx';

/** The run named in `?run=`, when it is a run number. */
export function runIdOf(search: URLSearchParams): number | null {
  const value = search.get('run');
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function RunsSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const runs = useImportRuns(page);
  const pages = Math.ceil((runs.data?.count ?? 0) / IMPORT_RUNS_PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('admin.imports.runs.title')}
      </Title>
      {runs.error ? <QueryErrorBlock query={runs} /> : null}
      {runs.data ? <ImportRunsTable runs={runs.data.results} /> : runs.error ? null : <Skeleton height={160} />}
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}

/** `/admin/imports`: start an import of a file, the runs newest first; `?run=` shows one run. */
export function AdminImportsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const runId = runIdOf(search);
  const sources = useImportSources();
  return (
    <Container size="xl" py="lg">
      <PageTitle title={t('admin.imports.title')} />
      <Stack gap="lg">
        <Title order={1}>{t('admin.imports.title')}</Title>
        {runId !== null ? (
          <ImportRunView key={runId} runId={runId} />
        ) : (
          <>
            {sources.error ? <QueryErrorBlock query={sources} /> : null}
            {sources.data ? (
              <ImportForm sources={sources.data} onStarted={(run) => navigate(paths.adminImports.getHref(run.id))} />
            ) : sources.error ? null : (
              <Skeleton height={180} />
            )}
            <RunsSection />
          </>
        )}
      </Stack>
    </Container>
  );
}
