import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { activatedAmountLabel } from './format';
import { LeaveTypeLabel } from './leave-type-label';
import type { DraftType } from './policy-draft';

/** The policy's types: Type, Amount ('15 Days PER_YEAR' or 'UNLIMITED'), Requires Approval, Actions. */
export function ActivatedTypesTable({
  types,
  readOnly,
  onEdit,
  onRemove,
}: {
  types: DraftType[];
  readOnly: boolean;
  onEdit: (type: DraftType) => void;
  onRemove: (type: DraftType) => void;
}) {
  return (
    <Table className="table-fixed">
      <TableHeader>
        <TableRow>
          <TableHead>Type</TableHead>
          <TableHead className="w-28 @2xl:w-44">Amount</TableHead>
          <TableHead className="hidden w-40 @2xl:table-cell">Requires Approval</TableHead>
          {!readOnly && <TableHead className="w-24 text-right">Actions</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {types.map((type) => {
          const archived = type.status === 'ARCHIVED';
          return (
            <TableRow
              key={type.typeId}
              data-testid="activated-type-row"
              className={cn(archived && 'opacity-60')}
            >
              <TableCell>
                <LeaveTypeLabel
                  name={type.name}
                  symbol={type.symbol}
                  archived={archived}
                  inTable
                  detail={type.requiresApproval ? 'Requires approval' : 'No approval'}
                />
              </TableCell>
              <TableCell className="font-medium whitespace-normal tabular-nums @2xl:whitespace-nowrap">
                {activatedAmountLabel(type.amount, type.cycle)}
              </TableCell>
              <TableCell className="hidden @2xl:table-cell">
                <Badge variant={type.requiresApproval ? 'info' : 'secondary'}>
                  {type.requiresApproval ? 'Yes' : 'No'}
                </Badge>
              </TableCell>
              {!readOnly && (
                <TableCell className="text-right">
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Edit ${type.name}`}
                      title="Edit"
                      onClick={() => onEdit(type)}
                    >
                      <Pencil />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Remove ${type.name}`}
                      title="Remove"
                      className="text-destructive hover:text-destructive"
                      onClick={() => onRemove(type)}
                    >
                      <Trash2 />
                    </Button>
                  </div>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
