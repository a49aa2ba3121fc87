package org.tengen.promotion.store;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.tengen.ops.Settings;
import org.tengen.promotion.Policy;
import org.tengen.promotion.Promotion;
import org.tengen.promotion.Promotions;
import org.tengen.registry.PromotionRecords;

/**
 * Grants the promotions the policy file gives: reads every current tournament (its date, whether
 * it is a 段位赛, the grades players entered with, their places, their games) and the ratings,
 * decides, and stores each new promotion with its evidence, an effective date and a certificate
 * number; the player's grade moves up and its history keeps the step. A promotion already
 * granted is never granted again.
 */
@Component
public class PromotionsRun {

    private final PromotionRecords records;
    private final Settings.File policyFile;

    /** The policy: {@code tengen.promotion-policy} when set, else found as every setting is ({@link Settings}). */
    public PromotionsRun(PromotionRecords records, @Value("${tengen.promotion-policy:}") String policy) {
        this.records = records;
        this.policyFile = policy.isBlank() ? Settings.find("promotions.yaml") : Settings.given(Path.of(policy));
    }

    public Policy policy() throws IOException {
        return PolicyFile.read(policyFile);
    }

    /** Runs in the caller's transaction; returns the promotions granted now, stamped with the run's time. */
    public List<Promotion> run(boolean retroactive, LocalDateTime runAt) throws IOException {
        Policy policy = policy();
        PromotionRecords.Ratings ratings = records.ratings();
        List<Promotion> decided = Promotions.decide(policy, Map.of(), records.events(), ratings.gor(),
                ratings.games(), ratings.lastPlayed(), retroactive);
        List<Promotion> granted = new ArrayList<>();
        for (Promotion p : decided) {
            if (records.granted(p.player(), p.to())) {
                continue;
            }
            int year = p.effective().getYear();
            records.grant(p, certificate(policy, year, records.certificatesIssued(policy.certificatePrefix(), year) + 1),
                    runAt);
            granted.add(p);
        }
        return granted;
    }

    /** The certificate number: the policy's prefix, the year, and the number within the year ({@code TG-2026-000001}). */
    static String certificate(Policy policy, int year, int number) {
        return String.format("%s-%d-%06d", policy.certificatePrefix(), year, number);
    }
}
