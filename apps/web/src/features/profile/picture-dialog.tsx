import { TEXT } from '@leavedesk/contracts';
import { Minus, Plus } from 'lucide-react';
import * as React from 'react';
import AvatarEditor, { type AvatarEditorRef } from 'react-avatar-editor';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';

/** Part 2 §9: a 200×200 crop with a 20 border, zoom 1–10 in steps of 0.1 starting at 2, JPEG out. */
export const CROP_SIZE = 200;
export const CROP_BORDER = 20;
export const ZOOM = { min: 1, max: 10, step: 0.1, initial: 2 } as const;
/** The exported square: sharper than the 200px preview, small enough to upload quickly. */
const OUTPUT_SIZE = 512;

/** The cropped area as a JPEG blob of OUTPUT_SIZE × OUTPUT_SIZE. */
function exportJpeg(editor: AvatarEditorRef): Promise<Blob> {
  const crop = editor.getImage();
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT_SIZE;
  canvas.height = OUTPUT_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('The picture could not be prepared.'));
  // A transparent PNG becomes white, not black, once it is a JPEG.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, OUTPUT_SIZE, OUTPUT_SIZE);
  context.imageSmoothingQuality = 'high';
  context.drawImage(crop, 0, 0, OUTPUT_SIZE, OUTPUT_SIZE);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be prepared.'))),
      'image/jpeg',
      0.9,
    ),
  );
}

export interface EditPictureDialogProps {
  /** The picked image; the dialog is open while there is one. */
  file: File | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (image: Blob) => void;
}

/** 'Edit Picture': drag to place, zoom, Save (part 2 §3, §4). */
export function EditPictureDialog({ file, saving, onCancel, onSave }: EditPictureDialogProps) {
  const editor = React.useRef<AvatarEditorRef>(null);
  const zoomInput = React.useRef<HTMLInputElement>(null);
  const [zoom, setZoom] = React.useState<number>(ZOOM.initial);
  const [ready, setReady] = React.useState(false);

  // Every new picture starts at the initial zoom.
  React.useEffect(() => {
    if (file) {
      setZoom(ZOOM.initial);
      setReady(false);
    }
  }, [file]);

  const zoomBy = (delta: number) =>
    setZoom((z) => Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round((z + delta) * 10) / 10)));

  const save = async () => {
    if (!editor.current) return;
    try {
      onSave(await exportJpeg(editor.current));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: TEXT.errorTitle,
        description: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && !saving && onCancel()}>
      <DialogContent
        className="sm:max-w-sm"
        showClose={!saving}
        // The zoom slider, not the first button, takes the focus: arrow keys zoom at once.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          zoomInput.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Edit Picture</DialogTitle>
          <DialogDescription>Drag the image to place it, and zoom to frame your face.</DialogDescription>
        </DialogHeader>
        <div className="flex justify-center">
          <div className="overflow-hidden rounded-lg bg-muted" data-testid="picture-editor">
            {file && (
              <AvatarEditor
                ref={editor}
                image={file}
                width={CROP_SIZE}
                height={CROP_SIZE}
                border={CROP_BORDER}
                borderRadius={CROP_SIZE / 2}
                color={[0, 0, 0, 0.55]}
                scale={zoom}
                onImageReady={() => setReady(true)}
                onLoadFailure={() => {
                  toast({
                    variant: 'destructive',
                    title: TEXT.errorTitle,
                    description: 'This image could not be opened. Choose a JPEG or PNG file.',
                  });
                  onCancel();
                }}
                style={{ display: 'block', cursor: 'move', touchAction: 'none' }}
              />
            )}
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Zoom out"
            disabled={zoom <= ZOOM.min}
            onClick={() => zoomBy(-ZOOM.step * 5)}
          >
            <Minus />
          </Button>
          <input
            ref={zoomInput}
            type="range"
            aria-label="Zoom"
            min={ZOOM.min}
            max={ZOOM.max}
            step={ZOOM.step}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
            className="h-2 min-w-0 flex-1 cursor-pointer rounded-full accent-primary"
          />
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Zoom in"
            disabled={zoom >= ZOOM.max}
            onClick={() => zoomBy(ZOOM.step * 5)}
          >
            <Plus />
          </Button>
          <span className="w-10 text-right text-xs tabular-nums text-muted-foreground">
            {zoom.toFixed(1)}×
          </span>
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={saving} onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={saving || !ready} onClick={save}>
            {saving && <Spinner />}
            {saving ? 'Processing...' : 'Save'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
