import * as React from 'react';

/** Title and lead of a public page; also names the browser tab. */
export function AuthHeader({ title, description }: { title: string; description: React.ReactNode }) {
  React.useEffect(() => {
    document.title = `${title} · LeaveDesk`;
  }, [title]);
  return (
    <div className="mb-8 grid gap-2">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
}

export function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-4 w-full border-b pb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}
