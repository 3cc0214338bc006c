-- The default "Leave request to reviewers" trigger carries the Accept and Reject links of
-- issue 28 (decide from the e-mail, decision 0035): each reviewer's e-mail gets their own signed
-- links when it is sent. Updated in the organizations where each text is still the previous default
-- word for word (an admin's own wording stays; they can add {{decide.acceptLink}} and
-- {{decide.rejectLink}} themselves).
UPDATE "notification_triggers"
SET "text_template" = $t$Hello,

{{user.fullName}} asked for {{leave.type.name}} from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} working days).
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

Review the request: {{link}}$t$;--> statement-breakpoint
UPDATE "notification_triggers"
SET "html_template" = $t$<p>Hello,</p>
<p><strong>{{user.fullName}}</strong> asked for <strong>{{leave.type.name}}</strong> from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} working days).</p>
{{#if leave.reason}}<p>Reason: {{leave.reason}}</p>{{/if}}
<p><a href="{{link}}">Review the request</a></p>
{{#if (eq leave.status "PENDING")}}<p>Or decide from here (each link asks you to confirm): <a href="{{decide.acceptLink}}">Accept</a> · <a href="{{decide.rejectLink}}">Reject</a></p>{{/if}}$t$
WHERE "event_type" = 'LEAVE_CREATED'
  AND "html_template" = $t$<p>Hello,</p>
<p><strong>{{user.fullName}}</strong> asked for <strong>{{leave.type.name}}</strong> from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} working days).</p>
{{#if leave.reason}}<p>Reason: {{leave.reason}}</p>{{/if}}
<p><a href="{{link}}">Review the request</a></p>$t$;
