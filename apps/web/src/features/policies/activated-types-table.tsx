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
    <Table className="min-w-[44rem] table-fixed">
      <TableHeader>
        <TableRow>
          <TableHead className="w-[40%] min-w-48">Type</TableHead>
          <TableHead className="w-44">Amount</TableHead>
          <TableHead className="w-40">Requires Approval</TableHead>
          {!readOnly && <TableHead className="w-28 text-right">Actions</TableHead>}
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
              <TableCell className="min-w-48">
                <LeaveTypeLabel name={type.name} symbol={type.symbol} archived={archived} />
              </TableCell>
              <TableCell className="font-medium tabular-nums">
                {activatedAmountLabel(type.amount, type.cycle)}
              </TableCell>
              <TableCell>
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
