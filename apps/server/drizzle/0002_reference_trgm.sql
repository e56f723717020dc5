-- Custom SQL migration file, put your code below! ---- Trigram matching for typo-tolerant city search (marketplace autocomplete). A trusted
-- extension since PostgreSQL 13: a database owner may create it on a managed server too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
