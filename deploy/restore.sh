#!/bin/sh
# Puts a dump made by backup.sh back into the database DATABASE_URL names, replacing what the
# dump holds, in one transaction (a failed restore leaves the database as it was). Stop the API
# replicas first: docs/operations.md.
#   restore.sh <file.dump>
set -eu

file=${1:?usage: restore.sh <file.dump>}
[ -f "$file" ] || { echo "restore: no file $file" >&2; exit 1; }
pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error \
  --dbname="${DATABASE_URL:?set DATABASE_URL}" "$file"
echo "restore: $file restored"
