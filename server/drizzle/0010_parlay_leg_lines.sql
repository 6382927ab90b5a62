ALTER TABLE "parlay_legs" ADD COLUMN "line_id" integer;--> statement-breakpoint
ALTER TABLE "parlay_legs" ADD CONSTRAINT "parlay_legs_line_id_betting_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."betting_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parlay_legs_line_idx" ON "parlay_legs" USING btree ("line_id");