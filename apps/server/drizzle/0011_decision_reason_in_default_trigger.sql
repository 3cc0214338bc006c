-- The default "Leave decision to requester" trigger gives the reviewer's reason of an accepted or
-- rejected request too (issue 28: the requester reads it in their notification), in the
-- organizations where each text is still the previous default word for word (an admin's own
-- wording stays; they can add {{leave.reviewReason}} themselves).
UPDATE "notification_triggers"
SET "text_template" = $t$Hello {{user.firstName}},

{{reviewer.fullName}} {{#if (eq leave.status "ACCEPTED")}}accepted{{else if (eq leave.status "CANCELLED")}}cancelled{{else}}rejected{{/if}} your {{leave.type.name}} request from {{formatDate leave.startAt}} to {{formatDate leave.endAt}}.
{{#if (eq leave.status "CANCELLED")}}{{#if leave.cancelReason}}Reason: {{leave.cancelReason}}{{/if}}{{else if leave.reviewReason}}Reason: {{leave.reviewReason}}{{/if}}

See the request: {{link}}$t$
WHERE "event_type" = 'LEAVE_STATUS_UPDATED'
  AND "text_template" = $t$Hello {{user.firstName}},

{{reviewer.fullName}} {{#if (eq leave.status "ACCEPTED")}}accepted{{else if (eq leave.status "CANCELLED")}}cancelled{{else}}rejected{{/if}} your {{leave.type.name}} request from {{formatDate leave.startAt}} to {{formatDate leave.endAt}}.
{{#if leave.cancelReason}}Reason: {{leave.cancelReason}}{{/if}}

See the request: {{link}}$t$;--> statement-breakpoint
UPDATE "notification_triggers"
SET "html_template" = $t$<p>Hello {{user.firstName}},</p>
<p>{{reviewer.fullName}} <strong>{{#if (eq leave.status "ACCEPTED")}}accepted{{else if (eq leave.status "CANCELLED")}}cancelled{{else}}rejected{{/if}}</strong> your {{leave.type.name}} request from {{formatDate leave.startAt}} to {{formatDate leave.endAt}}.</p>
{{#if (eq leave.status "CANCELLED")}}{{#if leave.cancelReason}}<p>Reason: {{leave.cancelReason}}</p>{{/if}}{{else if leave.reviewReason}}<p>Reason: {{leave.reviewReason}}</p>{{/if}}
<p><a href="{{link}}">See the request</a></p>$t$
WHERE "event_type" = 'LEAVE_STATUS_UPDATED'
  AND "html_template" = $t$<p>Hello {{user.firstName}},</p>
<p>{{reviewer.fullName}} <strong>{{#if (eq leave.status "ACCEPTED")}}accepted{{else if (eq leave.status "CANCELLED")}}cancelled{{else}}rejected{{/if}}</strong> your {{leave.type.name}} request from {{formatDate leave.startAt}} to {{formatDate leave.endAt}}.</p>
{{#if leave.cancelReason}}<p>Reason: {{leave.cancelReason}}</p>{{/if}}
<p><a href="{{link}}">See the request</a></p>$t$;
