ALTER TABLE "cfb_advanced_stats" ALTER COLUMN "ppa" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cfb_advanced_stats" ALTER COLUMN "success_rate" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cfb_advanced_stats" ALTER COLUMN "offense_epa" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cfb_advanced_stats" ALTER COLUMN "defense_epa" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cfb_advanced_stats" ALTER COLUMN "first_half_points_per_game" DROP NOT NULL;