import * as React from 'react';
import { ExportDialog } from '@/components/export/export-dialog';
import { ReviewFilterFields, type ReviewFilters, statusesOf } from './review-filters';

/**
 * Export on /leaves: every filter the file applies is in the dialog, to see and change. Status
 * starts at All whatever the list shows (the list starts at Pending, a payroll export wants every
 * request); team and user start as the list's.
 */
export function LeavesExportDialog({
  applied,
  lockedTeamId,
}: {
  applied: ReviewFilters;
  lockedTeamId: number | undefined;
}) {
  const start = (): ReviewFilters => ({ ...applied, status: 'ALL' });
  const [filters, setFilters] = React.useState(start);
  return (
    <ExportDialog
      kind="leaves"
      filters={{ status: statusesOf(filters.status), teamId: filters.teamId, userId: filters.userId }}
      scope="Every leave request matching these filters, newest first."
      onOpen={() => setFilters(start())}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <ReviewFilterFields
          idPrefix="export"
          value={filters}
          onChange={setFilters}
          lockedTeamId={lockedTeamId}
        />
      </div>
    </ExportDialog>
  );
}
