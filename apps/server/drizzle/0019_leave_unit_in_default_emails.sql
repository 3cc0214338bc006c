-- Issue 29 (leave in hours): the default reviewers' and reminder e-mails say "hours" for a leave
-- counted in hours instead of "working days". Updated in the organizations where each text is
-- still the previous default word for word (an admin's own wording stays; they can use
-- {{leave.unit}} themselves).
UPDATE "notification_triggers"
SET "text_template" = $t$Hello,

{{user.fullName}} asked for {{leave.type.name}} from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} {{#if (eq leave.unit "HOURS")}}hours{{else}}working days{{/if}}).
{{#if leave.reason}}Reason: {{leave.reason}}{{/if}}

Review the request: {{link}}
{{#if (eq leave.status "PENDING")}}
Or decide from here (each link asks you to confirm):
Accept: {{decide.acceptLink}}
Reject: {{decide.rejectLink}}
{{/if}}$t$
WHERE "event_type" = 'LEAVE_CREATED'
  AND "text_template" = $t$Hello,

{{user.fullName}} asked for {{leave.type.name}} from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} working days).
{{#if leave.reason}}Reason: {{leave.reason}}{{/if}}

Review the request: {{link}}
{{#if (eq leave.status "PENDING")}}
Or decide from here (each link asks you to confirm):
Accept: {{decide.acceptLink}}
Reject: {{decide.rejectLink}}
{{/if}}$t$;--> statement-breakpoint
UPDATE "notification_triggers"
SET "html_template" = $t$<p>Hello,</p>
<p><strong>{{user.fullName}}</strong> asked for <strong>{{leave.type.name}}</strong> from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} {{#if (eq leave.unit "HOURS")}}hours{{else}}working days{{/if}}).</p>
{{#if leave.reason}}<p>Reason: {{leave.reason}}</p>{{/if}}
<p><a href="{{link}}">Review the request</a></p>
{{#if (eq leave.status "PENDING")}}<p>Or decide from here (each link asks you to confirm): <a href="{{decide.acceptLink}}">Accept</a> · <a href="{{decide.rejectLink}}">Reject</a></p>{{/if}}$t$
WHERE "event_type" = 'LEAVE_CREATED'
  AND "html_template" = $t$<p>Hello,</p>
<p><strong>{{user.fullName}}</strong> asked for <strong>{{leave.type.name}}</strong> from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} working days).</p>
{{#if leave.reason}}<p>Reason: {{leave.reason}}</p>{{/if}}
<p><a href="{{link}}">Review the request</a></p>
{{#if (eq leave.status "PENDING")}}<p>Or decide from here (each link asks you to confirm): <a href="{{decide.acceptLink}}">Accept</a> · <a href="{{decide.rejectLink}}">Reject</a></p>{{/if}}$t$;--> statement-breakpoint
UPDATE "notification_triggers"
SET "text_template" = $t$Hello,

{{user.fullName}} asked for {{leave.type.name}} from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} {{#if (eq leave.unit "HOURS")}}hours{{else}}working days{{/if}}), and the request has waited {{waitingDays}} working {{#if (eq waitingDays 1)}}day{{else}}days{{/if}} for a decision{{#unless (eq approval.steps 1)}} at step {{approval.step}} of {{approval.steps}}{{/unless}}.
{{#if escalated}}It has waited long enough that the organization admins are told too.{{/if}}

Review the request: {{link}}$t$
WHERE "event_type" = 'LEAVE_REVIEW_REMINDER'
  AND "text_template" = $t$Hello,

{{user.fullName}} asked for {{leave.type.name}} from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} working days), and the request has waited {{waitingDays}} working {{#if (eq waitingDays 1)}}day{{else}}days{{/if}} for a decision{{#unless (eq approval.steps 1)}} at step {{approval.step}} of {{approval.steps}}{{/unless}}.
{{#if escalated}}It has waited long enough that the organization admins are told too.{{/if}}

Review the request: {{link}}$t$;--> statement-breakpoint
UPDATE "notification_triggers"
SET "html_template" = $t$<p>Hello,</p>
<p><strong>{{user.fullName}}</strong> asked for <strong>{{leave.type.name}}</strong> from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} {{#if (eq leave.unit "HOURS")}}hours{{else}}working days{{/if}}), and the request has waited {{waitingDays}} working {{#if (eq waitingDays 1)}}day{{else}}days{{/if}} for a decision{{#unless (eq approval.steps 1)}} at step {{approval.step}} of {{approval.steps}}{{/unless}}.</p>
{{#if escalated}}<p>It has waited long enough that the organization admins are told too.</p>{{/if}}
<p><a href="{{link}}">Review the request</a></p>$t$
WHERE "event_type" = 'LEAVE_REVIEW_REMINDER'
  AND "html_template" = $t$<p>Hello,</p>
<p><strong>{{user.fullName}}</strong> asked for <strong>{{leave.type.name}}</strong> from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} working days), and the request has waited {{waitingDays}} working {{#if (eq waitingDays 1)}}day{{else}}days{{/if}} for a decision{{#unless (eq approval.steps 1)}} at step {{approval.step}} of {{approval.steps}}{{/unless}}.</p>
{{#if escalated}}<p>It has waited long enough that the organization admins are told too.</p>{{/if}}
<p><a href="{{link}}">Review the request</a></p>$t$;
