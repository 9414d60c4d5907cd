#!/bin/sh
# Puts a dump made by backup.sh back into the database DATABASE_URL names, replacing what it
# holds, in one transaction (a failed restore leaves the database as it was). Stop the API
# replicas first: docs/operations.md.
#   restore.sh <file.dump>
# The schemas are dropped whole first rather than with pg_restore --clean, which drops a day
# partition's inherited primary key before its parent's and fails (bus_positions is partitioned).
set -eu

file=${1:?usage: restore.sh <file.dump>}
[ -f "$file" ] || { echo "restore: no file $file" >&2; exit 1; }
# The whole script is written out first: a dump that fails to read half-way must not reach psql
# as a shorter script that would commit.
script=$(mktemp)
trap 'rm -f "$script"' EXIT
{
  echo 'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'
  pg_restore --no-owner --file=- "$file"
} >"$script"
psql --quiet --no-psqlrc --single-transaction -v ON_ERROR_STOP=1 \
  --dbname="${DATABASE_URL:?set DATABASE_URL}" --file="$script" >/dev/null
echo "restore: $file restored"
