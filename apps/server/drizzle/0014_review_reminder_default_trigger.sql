-- Issue 28's reminders (decision 0034): the default trigger "Leave request waiting" (event
-- LEAVE_REVIEW_REMINDER, e-mail, to the request's reviewers) for every organization that exists,
-- as new organizations get it at registration (default-triggers.ts). An organization that already
-- has a trigger of that name for the event (none can yet) is left as it is.
INSERT INTO "notification_triggers" ("organization_id", "name", "title", "event_type", "receptors", "channels", "text_template", "html_template")
SELECT o."id", $t$Leave request waiting$t$, $t${{user.fullName}}'s {{leave.type.name}} request is waiting for a decision$t$, $t$LEAVE_REVIEW_REMINDER$t$, $t$REVIEWERS$t$, ARRAY['EMAIL']::text[],
$t$Hello,

{{user.fullName}} asked for {{leave.type.name}} from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} working days), and the request has waited {{waitingDays}} working {{#if (eq waitingDays 1)}}day{{else}}days{{/if}} for a decision{{#unless (eq approval.steps 1)}} at step {{approval.step}} of {{approval.steps}}{{/unless}}.
{{#if escalated}}It has waited long enough that the organization admins are told too.{{/if}}

Review the request: {{link}}$t$,
$t$<p>Hello,</p>
<p><strong>{{user.fullName}}</strong> asked for <strong>{{leave.type.name}}</strong> from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} working days), and the request has waited {{waitingDays}} working {{#if (eq waitingDays 1)}}day{{else}}days{{/if}} for a decision{{#unless (eq approval.steps 1)}} at step {{approval.step}} of {{approval.steps}}{{/unless}}.</p>
{{#if escalated}}<p>It has waited long enough that the organization admins are told too.</p>{{/if}}
<p><a href="{{link}}">Review the request</a></p>$t$
FROM "organizations" o
WHERE NOT EXISTS (
  SELECT 1 FROM "notification_triggers" x
  WHERE x."organization_id" = o."id" AND x."event_type" = 'LEAVE_REVIEW_REMINDER' AND x."name" = $t$Leave request waiting$t$
)
ORDER BY o."id";
