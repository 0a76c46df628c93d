import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`posts_translated_locales\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_translated_locales_order_idx\` ON \`posts_translated_locales\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`posts_translated_locales_parent_idx\` ON \`posts_translated_locales\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_translated_locales_value_idx\` ON \`posts_translated_locales\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_version_translated_locales\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_version_translated_locales_order_idx\` ON \`_posts_v_version_translated_locales\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_translated_locales_parent_idx\` ON \`_posts_v_version_translated_locales\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_translated_locales_value_idx\` ON \`_posts_v_version_translated_locales\` (\`value\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`show_english_everywhere\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_show_english_everywhere\` integer DEFAULT false;`)
  // Existing posts keep showing where they are written: a title and a body with some text in that
  // locale; `my` also where English is written (it reads English). The next save recomputes exactly.
  await db.run(sql`INSERT INTO \`posts_translated_locales\` (\`order\`, \`parent_id\`, \`value\`)
    SELECT 1, \`_parent_id\`, \`_locale\` FROM \`posts_locales\`
    WHERE trim(coalesce(\`title\`, '')) <> '' AND \`content\` LIKE '%"text":"_%';`)
  await db.run(sql`INSERT INTO \`posts_translated_locales\` (\`order\`, \`parent_id\`, \`value\`)
    SELECT 2, t.\`parent_id\`, 'my' FROM \`posts_translated_locales\` t
    WHERE t.\`value\` = 'en' AND NOT EXISTS (SELECT 1 FROM \`posts_translated_locales\` m WHERE m.\`parent_id\` = t.\`parent_id\` AND m.\`value\` = 'my');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`posts_translated_locales\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_version_translated_locales\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`show_english_everywhere\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_show_english_everywhere\`;`)
}
