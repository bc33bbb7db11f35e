-- Decision 0093: the outbox keeps no manage token. Emails queued before it hold
-- "{PUBLIC_URL}/manage/{id}#token=..." in their text; the link becomes the marker the sending job
-- renders from the booking's sealed token (decision 0066). Sent and given-up emails lose the link
-- outright; an unsent one only when its booking has a sealed token, so it still goes out with a link.
UPDATE "email_outbox" AS o
SET "text_body" = regexp_replace(o."text_body", '\S+/manage/[^\s#]+#token=[A-Za-z0-9_-]+', '{manage-link}', 'g')
WHERE o."text_body" LIKE '%#token=%'
  AND (
    o."status" IN ('sent', 'failed')
    OR EXISTS (
      SELECT 1 FROM "bookings" b WHERE b."id" = o."booking_id" AND b."manage_token_sealed" IS NOT NULL
    )
  );
