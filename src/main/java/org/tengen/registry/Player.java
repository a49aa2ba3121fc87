package org.tengen.registry;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.LocalDate;
import java.time.LocalDateTime;
import org.hibernate.envers.Audited;
import org.hibernate.envers.NotAudited;
import org.tengen.rank.Rank;

/**
 * A person the federation knows, linked across tournaments by federation id (会员号). Created by
 * the import that first met them; every later change of identity or grade is an Envers revision.
 */
@Entity
@Table(name = "player")
@Audited
public class Player {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    @Column(name = "id")
    private Long id;

    @Column(name = "federation_id")
    private String federationId;

    @Column(name = "name", nullable = false)
    private String name;

    @Column(name = "birth_date")
    private LocalDate birthDate;

    @Column(name = "gender")
    private String gender;

    @Column(name = "region")
    private String region;

    @Column(name = "grade")
    @Convert(converter = Converters.Grade.class)
    private Rank grade;

    /** A newcomer created by an import without a federation id waits for staff to confirm it. */
    @Column(name = "confirmed", nullable = false)
    private boolean confirmed;

    @NotAudited
    @Column(name = "created_at", nullable = false)
    private LocalDateTime createdAt;

    /** The import batch that created the player. */
    @NotAudited
    @Column(name = "created_by")
    private Long createdBy;

    protected Player() {
    }

    public Player(String federationId, String name, LocalDate birthDate, String gender, String region, Rank grade,
                  boolean confirmed, LocalDateTime createdAt, Long createdBy) {
        this.federationId = federationId;
        this.name = name;
        this.birthDate = birthDate;
        this.gender = gender;
        this.region = region;
        this.grade = grade;
        this.confirmed = confirmed;
        this.createdAt = createdAt;
        this.createdBy = createdBy;
    }

    public Long getId() {
        return id;
    }

    public PlayerId id() {
        return new PlayerId(id);
    }

    public String getFederationId() {
        return federationId;
    }

    public String getName() {
        return name;
    }

    public LocalDate getBirthDate() {
        return birthDate;
    }

    public String getGender() {
        return gender;
    }

    public String getRegion() {
        return region;
    }

    public Rank getGrade() {
        return grade;
    }

    public boolean isConfirmed() {
        return confirmed;
    }

    public LocalDateTime getCreatedAt() {
        return createdAt;
    }

    public Long getCreatedBy() {
        return createdBy;
    }

    /** A new grade; the evidence goes into {@link PlayerGrade}. */
    public void regrade(Rank newGrade) {
        this.grade = newGrade;
    }

    public void rename(String newName) {
        this.name = newName;
    }

    public void assignFederationId(String id) {
        this.federationId = id;
    }

    /** A birth date learnt later; one already known is not replaced. */
    public void learnBirthDate(LocalDate date) {
        if (teaches(null, birthDate, null, date)) {
            birthDate = date;
        }
    }

    /**
     * Whether a sheet's grade and birth date teach the registry something about a player it knows
     * with these: another grade (a regrading, with its evidence), or a birth date it did not know
     * (one known is never replaced). What teaches nothing changes nothing and makes no revision.
     */
    static boolean teaches(Rank knownGrade, LocalDate knownBirthDate, Rank sheetGrade, LocalDate sheetBirthDate) {
        return sheetGrade != null && !sheetGrade.equals(knownGrade) || sheetBirthDate != null && knownBirthDate == null;
    }

    public void updateDetails(String newGender, String newRegion) {
        this.gender = newGender;
        this.region = newRegion;
    }

    /**
     * A correction by staff ({@code players edit}, a merge, its undoing): the identity as given. The
     * revision of the transaction says who and why.
     */
    public void correctIdentity(String newFederationId, String newName, LocalDate newBirthDate, String newGender,
                                boolean isConfirmed) {
        this.federationId = newFederationId;
        this.name = newName;
        this.birthDate = newBirthDate;
        this.gender = newGender;
        this.confirmed = isConfirmed;
    }

    /** Staff confirmed a newcomer is a new person. */
    public void confirm() {
        this.confirmed = true;
    }
}
