CREATE TABLE "parlay_legs" (
	"parlay_id" integer NOT NULL,
	"position" integer NOT NULL,
	"game" text NOT NULL,
	"selection" text NOT NULL,
	"odds" integer NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "parlay_legs_parlay_id_position_pk" PRIMARY KEY("parlay_id","position")
);
--> statement-breakpoint
CREATE TABLE "parlays" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"parlay_description" text NOT NULL,
	"num_legs" integer NOT NULL,
	"total_odds" integer NOT NULL,
	"implied_probability" double precision NOT NULL,
	"stake_cents" bigint NOT NULL,
	"potential_payout_cents" bigint NOT NULL,
	"target_profit_cents" bigint,
	"actual_payout_cents" bigint,
	"notes" text,
	"game_date" text,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "parlay_legs" ADD CONSTRAINT "parlay_legs_parlay_id_parlays_id_fk" FOREIGN KEY ("parlay_id") REFERENCES "public"."parlays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parlays" ADD CONSTRAINT "parlays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parlays_user_generated_idx" ON "parlays" USING btree ("user_id","generated_at");