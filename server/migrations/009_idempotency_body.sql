-- An Idempotency-Key names one request, its body included (server/idempotency.ts): the same key
-- with another body is another request, not a refusal, so that whoever learns a visitor's key
-- cannot block the visitor's enquiry by sending something else under it first. The same body
-- sent again under its key, from any address, is still a repeat (docs/offline-queue.md).
alter table idempotency_keys drop constraint idempotency_keys_pkey;
alter table idempotency_keys add primary key (scope, key, fingerprint);
