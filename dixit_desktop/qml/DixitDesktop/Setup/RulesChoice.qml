pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// The rule sets, three to a row: name and player range each; the chosen one in gold.
GridLayout {
    columns: 3
    columnSpacing: Theme.gapSmall
    rowSpacing: Theme.gapSmall
    Repeater {
        model: GameRules.rulesets
        delegate: AbstractButton {
            id: rs
            required property string id
            required property string name
            required property string detail
            required property bool available
            required property bool chosen
            objectName: "rules_" + id
            Layout.fillWidth: true
            Layout.preferredWidth: 100
            Layout.preferredHeight: Math.max(Theme.touch, rsCol.implicitHeight + Theme.gapMedium)
            Accessible.role: Accessible.RadioButton
            Accessible.name: name + ", " + detail
            Accessible.checked: chosen
            onClicked: GameRules.chooseRules(id)
            Keys.onReturnPressed: clicked()
            contentItem: Column {
                id: rsCol
                NameText {
                    width: parent.width
                    text: rs.name
                    horizontalAlignment: Text.AlignHCenter
                    color: rs.chosen ? Theme.ink : Theme.paper
                    wrapMode: Text.WordWrap   // a long name in any language: two lines, never "…"
                }
                CaptionText {
                    width: parent.width
                    text: rs.detail
                    horizontalAlignment: Text.AlignHCenter
                    color: rs.chosen ? Theme.inkSoft : (rs.available ? Theme.moonlight : Theme.warn)
                    wrapMode: Text.WordWrap
                }
            }
            background: Rectangle {
                radius: Theme.radius
                color: rs.chosen ? Theme.gold : Theme.choiceTint
                border.color: rs.visualFocus ? Theme.moonlight : (rs.chosen ? Theme.goldDeep : Theme.nightGlow)
                border.width: Theme.lineWidth
            }
        }
    }
}
